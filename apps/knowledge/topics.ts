import { TOPICS_AROUND_HOME } from './topics-home.ts'
import { TOPICS_HUMANITIES } from './topics-humanities.ts'
import { TOPICS_LEISURE } from './topics-leisure.ts'
import { TOPICS_LOOKS } from './topics-looks.ts'
import { TOPICS_SCIENCE } from './topics-science.ts'
import { TOPICS_SOCIETY } from './topics-society.ts'
import { TOPICS_SPORT } from './topics-sport.ts'
import { TOPICS_WORK_STUDY } from './topics-work-study.ts'
import type { Topic } from './topic-model.ts'

/** Every subject area of the knowledge apps, in a fixed order (pools are built in this order). */
export const TOPICS: readonly Topic[] = [
  ...TOPICS_AROUND_HOME,
  ...TOPICS_LOOKS,
  ...TOPICS_SPORT,
  ...TOPICS_LEISURE,
  ...TOPICS_WORK_STUDY,
  ...TOPICS_SCIENCE,
  ...TOPICS_HUMANITIES,
  ...TOPICS_SOCIETY,
]

export { fill, subject, subjectNames } from './topic-model.ts'
export type { Subject, Topic } from './topic-model.ts'
