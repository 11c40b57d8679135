import { z } from 'zod'
import { historyRecordSchema } from '../../simulator/history/record.ts'

/** One tool call: the app (any spelling the registry resolves), the tool, the arguments. */
export const callSchema = z
  .object({
    app: z.string().min(1),
    tool: z.string().min(1),
    args: z.record(z.string(), z.unknown()),
  })
  .strict()
export type Call = z.infer<typeof callSchema>

/** A gold call may list other acceptable values per parameter (e.g. a place's label and its name). */
export const goldCallSchema = callSchema
  .extend({ alternatives: z.record(z.string(), z.array(z.unknown()).min(1)).optional() })
  .strict()
export type GoldCall = z.infer<typeof goldCallSchema>

/** TRACEBench's four levels, from every parameter stated to none. */
export const VAGUENESS_LEVELS = ['most_clear', 'relevant_clear', 'relevant_vague', 'most_vague'] as const
export type Vagueness = (typeof VAGUENESS_LEVELS)[number]

/** What a case tests: the app choice, long-term parameter habits, recent context from other apps. */
export const CASE_KINDS = ['tool', 'parameter', 'temporal'] as const
export type CaseKind = (typeof CASE_KINDS)[number]

/**
 * What an anchor asks of a reader, from copying the last call to carrying a value across apps
 * (decisions 0028, 0032): `id` is the id the call just before returned ("is my coffee ready?"),
 * `conditional` a habit that holds within a visible condition (days off, evenings) against the
 * overall majority.
 */
export const DIFFICULTY_TYPES = ['repeat', 'id', 'profile', 'habit', 'conditional', 'drift', 'chain', 'override'] as const
export type Difficulty = (typeof DIFFICULTY_TYPES)[number]

/** Where a gold value can come from when the query does not state it. */
/**
 * Predictors that solve cases without understanding (decision 0032): only what the request states;
 * copy the last call of the tool; the majority per parameter; the decisive majority, else the
 * latest value in the same role.
 */
export const TRIVIAL_PREDICTORS = ['stated', 'copy_last', 'majority', 'counter_recency'] as const
export type TrivialPredictor = (typeof TRIVIAL_PREDICTORS)[number]

export const INFERABLE_SOURCES = ['habit', 'context', 'profile', 'condition'] as const
export type InferableSource = (typeof INFERABLE_SOURCES)[number]
export type ValueSource = 'query' | InferableSource

export const provenanceSchema = z
  .object({
    /** Where the agent must take the value from in this case. */
    source: z.enum(['query', ...INFERABLE_SOURCES]),
    /** Where the value could be inferred from had it been omitted (absent: only the query can give it). */
    basis: z.enum(INFERABLE_SOURCES).optional(),
    /** The words of the query that state the value (source `query`). */
    mention: z.string().optional(),
    /** History index of the record the value comes from (basis `context`). */
    index: z.number().int().nonnegative().optional(),
    /** How often the value was used before the cut-off (basis `habit`; for a drift, the uses in a row). */
    count: z.number().int().nonnegative().optional(),
    /** The habit changed lately: the new value's run, while the long-term counts favour another. */
    drift: z.boolean().optional(),
    /** The profile field it comes from (basis `profile`), e.g. `places.home`. */
    field: z.string().optional(),
    /** The visible condition the value's habit holds in (basis `condition`), e.g. `day kind=day off`. */
    condition: z.string().optional(),
  })
  .strict()
export type Provenance = z.infer<typeof provenanceSchema>

/**
 * A later turn of a dialogue. Gold arguments may refer to what an earlier turn produced:
 * `{"$ref": "turn0.call0.rideId"}` is the `rideId` of the outcome of the first call of turn 0 —
 * resolved at run time against the calls the agent actually made.
 */
export const turnSchema = z
  .object({
    query: z.string().min(1),
    vagueness: z.enum(VAGUENESS_LEVELS),
    gold: z.array(goldCallSchema),
    /** What the turn does to the earlier result: `status`, `cancel`, `change`, `list`. */
    act: z.string(),
  })
  .strict()
export type Turn = z.infer<typeof turnSchema>

/** One edit of a counterfactual history: the arguments of record `index` replaced by these. */
export const historyEditSchema = z.object({ index: z.number().int().nonnegative(), args: z.record(z.string(), z.unknown()) }).strict()
export type HistoryEdit = z.infer<typeof historyEditSchema>

/** A twin's cause: from record `index` on, the user gives `to` where they gave `from` (simulator/users/intervention.ts). */
export const interventionSchema = z
  .object({
    index: z.number().int().nonnegative(),
    tool: z.string(),
    app: z.string().optional(),
    param: z.string(),
    from: z.unknown(),
    to: z.unknown(),
    span: z.enum(['once', 'lasting']),
  })
  .strict()

export const caseSchema = z
  .object({
    id: z.string().min(1),
    /** The user's id in the suite's users file. */
    user: z.string().min(1),
    /** Records of the user's history replayed before the case (the cut-off). */
    cutoff: z.number().int().nonnegative(),
    /** The virtual clock when the user asks (ISO 8601 with offset). */
    now: z.iso.datetime({ offset: true }),
    query: z.string().min(1),
    vagueness: z.enum(VAGUENESS_LEVELS),
    /** The right calls; empty when the right answer is to make no call. */
    gold: z.array(goldCallSchema),
    /** Per gold call: the app choice and every argument's provenance. */
    provenance: z.array(z.object({ app: provenanceSchema, args: z.record(z.string(), provenanceSchema) }).strict()),
    kinds: z.array(z.enum(CASE_KINDS)),
    /** What the anchor asks of a reader (absent for controls, refusals and imported cases). */
    difficulty: z.enum(DIFFICULTY_TYPES).optional(),
    /**
     * The trivial predictors (scenarios/baselines) that reach the gold call from the request's stated
     * values and the visible history alone; empty: a hard case. Absent where not measured
     * (dialogues, refusals, imported cases).
     */
    solvedBy: z.array(z.enum(TRIVIAL_PREDICTORS)).optional(),
    /** Selection notes: `control`, `deviation`, `refusal`, `policy:<id>`, the record's own tags. */
    tags: z.array(z.string()),
    domain: z.string(),
    /** The context the user's app preference is keyed by (e.g. `coffee`, `daily_goods`). */
    context: z.string().optional(),
    historyLength: z.number().int().nonnegative(),
    /** History index of the record the case was made from. */
    anchor: z.number().int().nonnegative().optional(),
    /** A refusal case: the call the query asks for and the policy that forbids it. */
    refusal: z.object({ call: callSchema, policy: z.string() }).strict().optional(),
    /** A dialogue: the turns after the first (the case's own query and gold). */
    followUps: z.array(turnSchema).min(1).optional(),
    /**
     * A counterfactual twin of case `of`: the same query on a history lived again with one choice
     * changed, so that the right answer changes (decision 0027). The twin's history is the user's
     * first `intervention.index` records, then `records` (re-simulated, outcomes left to replay).
     * `edits` (older suites): argument edits of the user's history before the cut-off.
     */
    counterfactual: z
      .object({
        of: z.string(),
        change: z.string(),
        edits: z.array(historyEditSchema).min(1).optional(),
        intervention: interventionSchema.optional(),
        records: z.array(historyRecordSchema).optional(),
        /** Digest of the re-simulated records with the outcomes the simulator saw: replay must give them again. */
        digest: z.string().optional(),
      })
      .strict()
      .optional(),
    /** The suite's canary string (on the first line of a suite's files). */
    canary: z.string().optional(),
  })
  .strict()
export type Case = z.infer<typeof caseSchema>

/** History-length buckets used by reports (TRACEBench Fig. 4 style). */
export const HISTORY_BUCKETS = [
  { label: '0-49', max: 49 },
  { label: '50-149', max: 149 },
  { label: '150-299', max: 299 },
  { label: '300+', max: Infinity },
] as const

export const historyBucket = (length: number): string => HISTORY_BUCKETS.find((b) => length <= b.max)!.label
