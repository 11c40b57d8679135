import { Actor, Implausible } from '../simulator/users/actor.ts'
import { DEFAULT_POPULATION, simulatePopulation } from '../simulator/users/index.ts'
const orig = Actor.prototype.attemptActivity
const reasons: Record<string, number> = {}
Actor.prototype.attemptActivity = function (this: Actor, run: any) {
  return orig.call(this, (a: Actor) => {
    try { run(a) } catch (e) {
      if (e instanceof Implausible) { const k = `${e.record.tool}: ${e.reason.replace(/[0-9]+/g, 'N').slice(0, 70)}`; reasons[k] = (reasons[k] ?? 0) + 1 }
      throw e
    }
  })
} as any
simulatePopulation({ ...DEFAULT_POPULATION, seed: process.argv[2] ?? DEFAULT_POPULATION.seed })
console.log(reasons)
