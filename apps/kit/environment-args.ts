import { z } from 'zod'

/**
 * ToolSpectrum's seven environmental arguments: how the app should present itself (accessibility,
 * battery, network). Every tool accepts them as optional; they never change state.
 */
export const environmentalArguments = {
  resourceLoading: z.enum(['offline', 'online']).optional().describe('Resource loading mode.'),
  mediaQuality: z.enum(['high', 'low']).optional().describe('Media quality.'),
  preferredOrientation: z.enum(['landscape', 'portrait']).optional().describe('Preferred media orientation.'),
  performanceMode: z.enum(['performance', 'battery_saver']).optional().describe('Performance mode.'),
  enableCaptions: z.boolean().optional().describe('Show captions.'),
  enableVoiceOver: z.boolean().optional().describe('Enable voice-over.'),
  increaseColorContrast: z.boolean().optional().describe('Increase color contrast.'),
} as const

export const environmentalArgumentNames = Object.keys(environmentalArguments) as (keyof typeof environmentalArguments)[]
