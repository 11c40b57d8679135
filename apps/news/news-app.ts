import { defineApp, type App, type Traits } from '../kit/index.ts'
import { articleTools } from './article-tools.ts'
import type { NewsFlavour } from './flavour.ts'
import { recommendationsTool } from './recommend-tool.ts'
import { teenPolicy } from './teen-rule.ts'
import { topicTools } from './topic-tools.ts'
import { initialNewsState, type NewsState } from './views.ts'

export interface NewsAppSpec {
  id: string
  name: string
  aliases?: readonly string[]
  description: string
  traits?: Traits
  flavour: NewsFlavour
  /** Examples the tools' parameter descriptions show. */
  examples: { category: string; query: string; topic: string }
}

/**
 * A news app with ToolSpectrum's interface (getDailyNewsRecommendations) and a reader's follow-ups:
 * open, save and un-save articles, follow topics. Apps differ only by their flavour.
 */
export function defineNewsApp(spec: NewsAppSpec): App<NewsState> {
  return defineApp<NewsState>({
    id: spec.id,
    name: spec.name,
    aliases: spec.aliases ?? [],
    domain: 'news',
    description: spec.description,
    traits: spec.traits ?? {},
    policies: [teenPolicy(spec.id, spec.flavour)],
    initialState: initialNewsState,
    tools: [recommendationsTool(spec.flavour, spec.examples), ...articleTools(spec.flavour), ...topicTools(spec.flavour, spec.examples.topic)],
  })
}
