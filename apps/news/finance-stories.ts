import { resultsOn } from './companies.ts'
import { hongKongClose, mainlandClose, springBreakOn, weekOf, yuanFixing } from './markets.ts'
import type { NewsDay } from './news-day.ts'
import { activityDataOn, gdpOn, lprFixingOn, pmiOn, priceDataOn } from './releases.ts'
import { dates } from './story-dates.ts'
import { once, story, type StoryTemplate } from './story.ts'

/**
 * Finance: market reports on trading days after the close, statistics on their release days with the
 * month's one value, company results in their reporting windows, and features for the weekend.
 */
const trading = (d: NewsDay) => d.trading
const weekend = (d: NewsDay) => d.weekday === 0 || d.weekday === 6

const IPO_KINDS = [{ ipo: 'a GPU designer' }, { ipo: 'a humanoid robot maker' }, { ipo: 'a lithium battery recycler' }, { ipo: 'a satellite maker' }, { ipo: 'an AI chip start-up' }, { ipo: 'an industrial software firm' }]

export const FINANCE_STORIES: readonly StoryTemplate[] = [
  story('A-shares: the Shanghai Composite {shverb} {shpct}% as {shsector} stocks {shlead}', 'Turnover on the two exchanges topped one trillion yuan again; the ChiNext index ended {shhalf} as well.', { facts: once(mainlandClose), at: [905, 950], tags: ['stocks', 'market', 'A-shares'] }),
  story('Midday: A-shares trade {shhalf} in the morning session', 'Brokerages and {shsector} names were the most traded; northbound trading was light.', { facts: once(mainlandClose), at: [690, 705], tags: ['stocks', 'market'] }),
  story('Hang Seng Index {hkverb} {hkpct}% as {hktech}', 'Hong Kong-listed internet stocks set the tone; turnover was in line with the monthly average.', { facts: once(hongKongClose), at: [970, 1010], tags: ['stocks', 'Hong Kong'] }),
  story('Yuan central parity set at {fixing} per dollar', 'The central bank’s daily fixing was in line with market estimates; onshore trading opened steady.', { facts: once(yuanFixing), at: [555, 570], tags: ['currency', 'yuan'] }),
  story('{listed} reports {period} revenue {growthword} {growth}% year on year', 'The {business} business drove the result; the company said it would keep investing in new capacity.', { facts: resultsOn, at: [1050, 1260], tags: ['earnings', 'companies'] }),
  story('China’s {datamonth} CPI {cpimove} {cpi}% year on year', 'Food prices {cpiword}; the producer price index {ppimove} {ppi}%, the statistics bureau said.', { facts: once(priceDataOn), at: [570, 600], tags: ['economy', 'inflation', 'CPI'] }),
  story('Factory activity {pmiword} in {datamonth}: official PMI at {pmi}', 'The index stayed {pmiside} the 50 mark that separates growth from contraction; new export orders were mixed.', { facts: once(pmiOn), at: [570, 600], tags: ['economy', 'PMI', 'manufacturing'] }),
  story('{datamonth} retail sales up {retail}%, industrial output up {output}%', 'Trade-in subsidies supported appliance and car sales; services retail grew faster than goods.', { facts: once(activityDataOn), at: [600, 620], tags: ['economy', 'consumption'] }),
  story('China’s economy grows {gdp}% in the {quarter} quarter of {gdpyear}', 'The statistics bureau said consumption contributed more than half of growth; analysts expect steady policy support.', { facts: once(gdpOn), at: [600, 625], tags: ['economy', 'GDP'] }),
  story('PBOC {lprverb} the one-year loan prime rate at {rate}%', 'The five-year rate, the reference for mortgages, stands at {rate5}%. {lprmood}', { facts: once(lprFixingOn), at: [540, 560], tags: ['monetary policy', 'interest rates', 'LPR'] }),
  story('A-shares close for the Spring Festival break; trading resumes on {resume}', 'Investors trimmed positions before the long holiday; analysts expect a pickup in turnover after it.', { facts: once(springBreakOn), at: [905, 950], tags: ['stocks', 'market', 'Spring Festival'] }),
  story('Weekly review: A-shares end the week {weekverb} {weekpct}%', 'The Composite traded {weekdays} sessions this week; {sector} names were the most active.', { facts: once(weekOf), tags: ['stocks', 'market analysis'] }),
  story('Week ahead: data and earnings investors will watch', 'Fund managers expect the next moves to follow data on prices, credit and factory activity.', { when: (d) => d.weekday === 0, tags: ['stocks', 'market analysis'] }),
  story('{listed} announces a {yi} million yuan share buyback', 'The company said the repurchased shares will be cancelled; its stock rose in afternoon trading.', { when: trading, every: 5, at: [1080, 1290], tags: ['companies', 'buyback'] }),
  story('ETF inflows: investors add {yi} million yuan to {sector} funds', 'Exchange-traded funds tracking the sector drew money for a third straight session.', { when: trading, every: 4, at: [960, 1200], tags: ['funds', 'stocks'] }),
  story('STAR Market debut: shares of {ipo} jump on their first day', 'The stock more than doubled at the open; the company raised several billion yuan for research and new plants.', { when: trading, every: 7, cycle: IPO_KINDS, at: [900, 960], tags: ['IPO', 'stocks', 'companies'] }),
  story('Gold hits a record high as investors seek safety', 'Jewellery chains raised retail prices for the third time this month; bank gold accounts saw strong inflows.', { when: (d) => d.workday, every: 15, tags: ['gold', 'commodities'] }),
  story('Mortgage rates in {city} fall to a record low', 'Banks now lend to first-time buyers below the five-year loan prime rate of {rate5}%; agents report more viewings.', { every: 28, tags: ['property', 'mortgages'] }),
  story('{city} eases home-purchase rules to support the property market', 'Buyers of second homes will face lower down payments; analysts expect a short-term pickup in viewings.', { when: (d) => d.workday, every: 26, tags: ['property', 'policy'] }),
  story('Market analysis: why {sector} stocks swung this week', 'Fund managers point to capacity expansion and export data; volatility is likely to stay high.', { when: (d) => d.weekday === 5 && d.trading, tags: ['market analysis', 'stocks'] }),
  story('Wealth: where savers are moving money as deposit rates fall', 'Wealth-management products, bond funds and gold accounts are drawing deposits; advisers warn against chasing returns.', { when: weekend, every: 6, tags: ['personal finance', 'savings'] }),
  story('Investor education: how to spot a fake trading app', 'Regulators list the warning signs: guaranteed returns, private chat groups and deposits to personal accounts.', { when: weekend, every: 9, tags: ['personal finance', 'fraud'] }),
  story('Explainer: what the LPR means for your mortgage', 'Most mortgages reprice once a year against the five-year LPR, now {rate5}%; here is how to read your next statement.', { when: weekend, every: 13, tags: ['personal finance', 'interest rates', 'LPR'] }),
  story('Personal finance: how to read a fund’s annual report', 'Holdings, turnover and fees say more than last year’s return; a checklist for first-time fund investors.', { when: weekend, every: 11, tags: ['personal finance', 'funds'] }),
  story('Singles’ Day: platforms report sales up for the holiday shopping festival', 'Instant retail and trade-in appliances grew fastest; platforms stopped publishing a single headline figure years ago.', { when: dates('11-11', '11-12'), tags: ['consumption', 'e-commerce', 'Double 11'] }),
  story('618 shopping festival: appliance trade-ins lead the sales', 'Platforms said orders for subsidised appliances and phones rose sharply; the festival started in mid-May this year.', { when: dates('06-18', '06-19'), tags: ['consumption', 'e-commerce', '618'] }),
  story('Racing market analysis: motorsport sponsorship draws Chinese brands', 'Electric-car makers and phone brands are signing deals with racing teams to reach overseas buyers.', { every: 40, tags: ['market analysis', 'racing', 'sponsorship'] }),
]
