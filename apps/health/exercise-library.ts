/**
 * Keep's exercise library: what each move needs, what it trains, its Compendium MET and its dose
 * for a beginner. High-impact moves (jumps) and MET >= 8 moves stay out of low-intensity plans.
 */
export const EQUIPMENT = [
  'dumbbells', 'kettlebell', 'resistance_bands', 'yoga_mat', 'barbell', 'bench', 'pull_up_bar', 'jump_rope',
  'stability_ball', 'medicine_ball', 'foam_roller', 'treadmill', 'stationary_bike', 'rowing_machine',
] as const
export type Equipment = (typeof EQUIPMENT)[number]

export const AREAS = ['abs', 'legs', 'glutes', 'arms', 'chest', 'back', 'shoulders', 'full_body', 'cardio'] as const
export type Area = (typeof AREAS)[number]

export interface Exercise {
  name: string
  /** All of these are needed; none means bodyweight. */
  needs: readonly Equipment[]
  areas: readonly Area[]
  met: number
  highImpact?: boolean
  /** Beginner dose per set: repetitions (per side when `perSide`) or seconds. */
  reps?: number
  seconds?: number
  perSide?: boolean
}

const X = (name: string, needs: readonly Equipment[], areas: readonly Area[], met: number, dose: Pick<Exercise, 'reps' | 'seconds' | 'perSide' | 'highImpact'>): Exercise => ({ name, needs, areas, met, ...dose })

export const EXERCISES: readonly Exercise[] = [
  // Bodyweight (Compendium 02020 calisthenics moderate 3.8; 02022 vigorous 8.0)
  X('Push-ups', [], ['chest', 'arms', 'shoulders'], 3.8, { reps: 10 }),
  X('Incline push-ups', [], ['chest', 'arms'], 3.5, { reps: 12 }),
  X('Wide-grip push-ups', [], ['chest', 'shoulders'], 3.8, { reps: 10 }),
  X('Diamond push-ups', [], ['arms', 'chest'], 3.8, { reps: 8 }),
  X('Bodyweight squats', [], ['legs', 'glutes'], 5.0, { reps: 15 }),
  X('Reverse lunges', [], ['legs', 'glutes'], 3.8, { reps: 10, perSide: true }),
  X('Glute bridges', [], ['glutes', 'legs', 'abs'], 3.5, { reps: 15 }),
  X('Plank', [], ['abs', 'shoulders'], 3.8, { seconds: 30 }),
  X('Side plank', [], ['abs'], 3.8, { seconds: 25, perSide: true }),
  X('Dead bug', [], ['abs'], 3.0, { reps: 10, perSide: true }),
  X('Superman hold', [], ['back', 'glutes'], 3.5, { seconds: 30 }),
  X('Chair triceps dips', [], ['arms', 'chest'], 3.8, { reps: 10 }),
  X('Pike push-ups', [], ['shoulders', 'arms'], 3.8, { reps: 8 }),
  X('Wall sit', [], ['legs'], 3.5, { seconds: 40 }),
  X('Standing calf raises', [], ['legs'], 3.5, { reps: 20 }),
  X('Mountain climbers', [], ['abs', 'full_body', 'cardio'], 8.0, { seconds: 30 }),
  X('Burpees', [], ['full_body', 'cardio'], 8.0, { reps: 8, highImpact: true }),
  X('Jumping jacks', [], ['cardio', 'full_body'], 8.0, { seconds: 40, highImpact: true }),
  X('Jump squats', [], ['legs', 'glutes', 'cardio'], 8.0, { reps: 10, highImpact: true }),
  X('Marching in place', [], ['cardio', 'legs'], 3.5, { seconds: 60 }),
  X('Inchworm walk-outs', [], ['full_body', 'shoulders', 'abs'], 3.8, { reps: 6 }),
  X('Bear crawl', [], ['full_body', 'shoulders', 'abs'], 5.0, { seconds: 30 }),
  // Dumbbells (02052 resistance training 5.0; 02054 moderate 3.5)
  X('Dumbbell goblet squat', ['dumbbells'], ['legs', 'glutes'], 5.0, { reps: 12 }),
  X('Dumbbell lunges', ['dumbbells'], ['legs', 'glutes'], 5.0, { reps: 10, perSide: true }),
  X('Dumbbell Romanian deadlift', ['dumbbells'], ['legs', 'glutes', 'back'], 5.0, { reps: 10 }),
  X('Dumbbell floor press', ['dumbbells'], ['chest', 'arms'], 3.5, { reps: 10 }),
  X('Dumbbell bench press', ['dumbbells', 'bench'], ['chest', 'arms', 'shoulders'], 5.0, { reps: 10 }),
  X('Dumbbell chest fly', ['dumbbells'], ['chest'], 3.5, { reps: 12 }),
  X('Dumbbell shoulder press', ['dumbbells'], ['shoulders', 'arms'], 3.5, { reps: 10 }),
  X('Dumbbell lateral raise', ['dumbbells'], ['shoulders'], 3.5, { reps: 12 }),
  X('Dumbbell bent-over row', ['dumbbells'], ['back', 'arms'], 3.5, { reps: 10, perSide: true }),
  X('Dumbbell biceps curl', ['dumbbells'], ['arms'], 3.5, { reps: 12 }),
  X('Dumbbell overhead triceps extension', ['dumbbells'], ['arms'], 3.5, { reps: 12 }),
  X('Dumbbell Russian twist', ['dumbbells'], ['abs'], 3.8, { reps: 12, perSide: true }),
  X('Dumbbell thrusters', ['dumbbells'], ['full_body', 'legs', 'shoulders'], 8.0, { reps: 10 }),
  // Kettlebell
  X('Kettlebell swings', ['kettlebell'], ['glutes', 'legs', 'back', 'full_body', 'cardio'], 9.8, { reps: 15 }),
  X('Kettlebell goblet squat', ['kettlebell'], ['legs', 'glutes'], 5.0, { reps: 12 }),
  X('Kettlebell deadlift', ['kettlebell'], ['legs', 'glutes', 'back'], 5.0, { reps: 12 }),
  X('Kettlebell single-arm row', ['kettlebell'], ['back', 'arms'], 3.5, { reps: 10, perSide: true }),
  X('Kettlebell overhead press', ['kettlebell'], ['shoulders', 'arms'], 3.5, { reps: 8, perSide: true }),
  X('Kettlebell floor press', ['kettlebell'], ['chest', 'arms'], 3.5, { reps: 10, perSide: true }),
  X('Kettlebell halo', ['kettlebell'], ['shoulders', 'abs'], 3.5, { reps: 8, perSide: true }),
  X('Kettlebell Turkish get-up', ['kettlebell'], ['full_body', 'abs', 'shoulders'], 5.0, { reps: 3, perSide: true }),
  X('Kettlebell Russian twist', ['kettlebell'], ['abs'], 3.8, { reps: 12, perSide: true }),
  X('Kettlebell biceps curl', ['kettlebell'], ['arms'], 3.5, { reps: 10, perSide: true }),
  // Resistance bands
  X('Resistance-band rows', ['resistance_bands'], ['back', 'arms'], 3.5, { reps: 15 }),
  X('Band pull-aparts', ['resistance_bands'], ['shoulders', 'back'], 3.5, { reps: 15 }),
  X('Band chest press', ['resistance_bands'], ['chest', 'arms'], 3.5, { reps: 12 }),
  X('Band overhead press', ['resistance_bands'], ['shoulders', 'arms'], 3.5, { reps: 12 }),
  X('Band face pulls', ['resistance_bands'], ['shoulders', 'back'], 3.5, { reps: 15 }),
  X('Band lateral walks', ['resistance_bands'], ['glutes', 'legs'], 3.5, { reps: 12, perSide: true }),
  X('Banded squats', ['resistance_bands'], ['legs', 'glutes'], 5.0, { reps: 15 }),
  X('Band glute kickbacks', ['resistance_bands'], ['glutes'], 3.5, { reps: 12, perSide: true }),
  X('Band biceps curl', ['resistance_bands'], ['arms'], 3.5, { reps: 15 }),
  X('Band triceps pushdown', ['resistance_bands'], ['arms'], 3.5, { reps: 15 }),
  X('Band Pallof press', ['resistance_bands'], ['abs'], 3.5, { reps: 10, perSide: true }),
  // Mat work (02105 pilates 3.0; 02150 yoga 2.5)
  X('Hollow body hold', ['yoga_mat'], ['abs'], 3.8, { seconds: 25 }),
  X('Bird dog', ['yoga_mat'], ['abs', 'back'], 3.0, { reps: 10, perSide: true }),
  X('Reverse crunch', ['yoga_mat'], ['abs'], 3.8, { reps: 12 }),
  X('Pilates hundred', ['yoga_mat'], ['abs'], 3.0, { seconds: 60 }),
  X('Side-lying leg raises', ['yoga_mat'], ['glutes', 'legs'], 3.0, { reps: 15, perSide: true }),
  X('Yoga flow (sun salutations)', ['yoga_mat'], ['full_body', 'shoulders'], 2.5, { seconds: 120 }),
  // Barbell, bench, bar and balls
  X('Barbell back squat', ['barbell'], ['legs', 'glutes'], 6.0, { reps: 8 }),
  X('Barbell deadlift', ['barbell'], ['back', 'legs', 'glutes'], 6.0, { reps: 6 }),
  X('Barbell bench press', ['barbell', 'bench'], ['chest', 'arms', 'shoulders'], 6.0, { reps: 8 }),
  X('Barbell overhead press', ['barbell'], ['shoulders', 'arms'], 6.0, { reps: 8 }),
  X('Barbell bent-over row', ['barbell'], ['back', 'arms'], 6.0, { reps: 8 }),
  X('Bench step-ups', ['bench'], ['legs', 'glutes'], 5.0, { reps: 10, perSide: true }),
  X('Pull-ups', ['pull_up_bar'], ['back', 'arms'], 8.0, { reps: 5 }),
  X('Hanging knee raises', ['pull_up_bar'], ['abs'], 3.8, { reps: 10 }),
  X('Stability-ball hamstring curl', ['stability_ball'], ['legs', 'glutes'], 3.5, { reps: 12 }),
  X('Stability-ball crunch', ['stability_ball'], ['abs'], 3.8, { reps: 15 }),
  X('Medicine-ball slams', ['medicine_ball'], ['full_body', 'shoulders', 'cardio'], 8.0, { reps: 12 }),
  X('Medicine-ball Russian twist', ['medicine_ball'], ['abs'], 3.8, { reps: 12, perSide: true }),
]

/** Steady cardio blocks by machine or setting, for finishers and cardio days (MET from the Compendium). */
export interface CardioBlock {
  name: string
  needs: readonly Equipment[]
  met: number
  highImpact?: boolean
}

export const CARDIO_BLOCKS: readonly CardioBlock[] = [
  { name: 'Rope skipping intervals', needs: ['jump_rope'], met: 11.8, highImpact: true },
  { name: 'Treadmill running', needs: ['treadmill'], met: 9.8, highImpact: true },
  { name: 'Rowing machine, moderate', needs: ['rowing_machine'], met: 7.0 },
  { name: 'Stationary bike, moderate', needs: ['stationary_bike'], met: 7.0 },
  { name: 'Bodyweight HIIT circuit', needs: [], met: 8.0, highImpact: true },
  { name: 'Treadmill incline walk', needs: ['treadmill'], met: 5.3 },
  { name: 'Brisk walking', needs: [], met: 4.3 },
  { name: 'Swimming, easy laps', needs: [], met: 6.0 },
]

export const WARM_UP = { name: 'Warm-up: joint circles and dynamic stretches', met: 2.8, minutes: 5 }
export const COOL_DOWN = { name: 'Cool-down: static stretching', met: 2.3, minutes: 5 }
