import { firstSnowOn } from './cities.ts'
import { phoneLaunchesOn } from './companies.ts'
import { INTERNATIONAL_STORIES, SOCIETY_STORIES } from './current-affairs-stories.ts'
import { AI_DESKS, GADGET_DESKS, TECHNOLOGY_DESKS } from './desks-business.ts'
import { SOCIETY_DESKS } from './desks-china.ts'
import { FASHION_DESKS } from './desks-life.ts'
import { WEIBO_DESKS } from './desks-weibo.ts'
import { boxOfficeOn, filmsOpeningOn, showbizEventMonth } from './showbiz.ts'
import { aroundLny, oneDayIn } from './story-dates.ts'
import { story, type StoryTemplate } from './story.ts'

/**
 * Weibo hot-search topics: short phrases about stars, shows and what people are talking about today.
 * Stories Weibo shares with the news portals (a city's first snow, a good deed) are the same story,
 * told with the same names.
 */
const shared = (list: readonly StoryTemplate[], ...titles: string[]) => list.filter((t) => titles.some((title) => (t.id ?? t.title).startsWith(title)))

const OWN: Readonly<Record<string, readonly StoryTemplate[]>> = {
  celebrity: [
    story('{lead} wraps filming of new drama {drama}', 'The studio shared behind-the-scenes photos; fans are counting down to the premiere on {platform}.', { every: 4, tags: ['celebrity', 'TV drama'] }),
    story('{star} responds to dating rumours', 'A short post from the studio said the two are "good friends and colleagues"; the topic drew millions of reads within an hour.', { every: 3, tags: ['celebrity', 'gossip'] }),
    story('{star} red carpet look at {showevent}', 'The custom gown took 300 hours to embroider; fashion accounts are already comparing it with last year’s.', { when: showbizEventMonth, every: 3, tags: ['celebrity', 'red carpet', 'fashion'] }),
    story('{star} studio issues statement on edited video', 'The studio said a clip circulating online was cut out of context and reserved the right to take legal action.', { every: 6, tags: ['celebrity', 'gossip', 'statement'] }),
    story('{star} and {star2} reunite on screen after ten years', 'The pair will co-star in a new film; the announcement poster has been reposted more than 500,000 times.', { every: 12, tags: ['celebrity', 'film'] }),
    story('{star} celebrates birthday with fans in {city}', 'Fan clubs funded subway-station screens and a charity donation in the star’s name.', { every: 16, tags: ['celebrity', 'fans'] }),
    story('Celebrity news: {star} joins {variety} as a guest', 'The episode airs this weekend on {showplatform}; the preview clip is already trending.', { every: 3, tags: ['celebrity', 'variety show', 'celebrity news'] }),
    story('{singer} to sing at the Spring Festival Gala', 'Rehearsals have started; the gala’s lineup will be confirmed a few days before New Year’s Eve.', { when: aroundLny(-12, -2), every: 4, tags: ['celebrity', 'Spring Festival Gala', 'celebrity news'] }),
    story('Stars send new year greetings to fans', 'Short videos from dozens of stars flooded the platform on the first day of the lunar new year.', { when: aroundLny(0, 0), tags: ['celebrity', 'Spring Festival', 'celebrity news'] }),
    story('Weibo Night gala: {star} named star of the year', 'The gala honoured the year’s most-discussed stars and shows; fans voted for weeks.', { when: oneDayIn('weibo-night', '01-10', '01-25'), at: [1260, 1400], tags: ['celebrity', 'awards', 'celebrity news'] }),
  ],
  screen: [
    story('{drama} finale leaves viewers divided', 'The open ending split the audience; the topic has more than 80,000 posts debating what happens next.', { every: 5, tags: ['TV drama', 'finale'] }),
    story('{film} tops the box office on opening day', 'Pre-sales led the day; critics praise the action scenes.', { facts: filmsOpeningOn, at: [1320, 1410], tags: ['film', 'box office'] }),
    story('{film} passes {boxoffice} million yuan', 'After {rundays} days in cinemas it still leads the daily chart; the topic is trending again.', { facts: boxOfficeOn, tags: ['film', 'box office', 'entertainment news'] }),
    story('Spring Festival box office passes {sfbox} billion yuan', 'Tickets sold out in many cities on the first days of the holiday; family comedies lead.', { when: aroundLny(1, 6), tags: ['film', 'box office', 'Spring Festival'] }),
    story('{drama} releases first trailer', 'The costume drama is adapted from a hit web novel and premieres next month on {platform}.', { every: 6, tags: ['TV drama', 'trailer'] }),
    story('Latest entertainment stories: {film} gets a sequel', 'The director confirmed the original cast will return; shooting starts this autumn.', { every: 15, tags: ['film', 'sequel', 'entertainment news'] }),
  ],
  music: [
    story('{singer} drops new album {album}', 'The lead single reached No. 1 on the charts within hours of release.', { every: 10, tags: ['music', 'new release'] }),
    story('{singer} concert in {city} sells out in {n} seconds', 'Organisers added a second night; resale scams are being reported to the platform.', { every: 15, tags: ['music', 'concert'] }),
    story('{singer} performs a new song live for the first time', 'Fan-shot clips from the stage have been viewed millions of times.', { every: 5, tags: ['music', 'live'] }),
    story('Weekly chart: {singer}’s single holds the No. 1 spot', 'It is the third straight week at the top; streams passed 100 million.', { when: (d) => d.weekday === 1, tags: ['music', 'charts'] }),
  ],
  variety: [
    story('{variety} announces new season lineup', 'Six new cast members join; the first episode airs Friday on {showplatform}.', { every: 5, tags: ['variety show', 'lineup'] }),
    story('{variety} contestant’s performance goes viral', 'The one-take dance routine has the highest score of the season so far.', { every: 3, tags: ['variety show', 'viral'] }),
    story('Ratings: {variety} tops Friday night', 'The episode was the most-watched variety show online; the guest appearance trended all night.', { when: (d) => d.weekday === 6, tags: ['variety show', 'ratings'] }),
  ],
  fashion: [
    story('{star} airport look', 'The oversized coat and sneakers combination sold out online within a day.', { every: 2, tags: ['fashion', 'celebrity style'] }),
    story('{fashionbrand} names {star} as brand ambassador', 'The campaign film premieres tonight; the brand’s official account gained 200,000 followers.', { every: 6, tags: ['fashion', 'brand'] }),
    story('Latest developments in street style: what people wore this week', 'Bloggers picked out wide trousers, loafers and the colour {colour} as the looks of the week.', { when: (d) => d.weekday === 6, tags: ['fashion', 'street style', 'lifestyle'] }),
    story('Lifestyle: {star} shares a weekend self-care routine', 'The post lists a morning run, a slow breakfast and a phone-free afternoon; fans are trying it out.', { every: 4, tags: ['lifestyle', 'celebrity'] }),
  ],
  wsociety: [
    story('First snow of the season in {snowcity}', 'Residents shared photos of {landmark} under snow; road crews were out before dawn.', { facts: firstSnowOn, at: [400, 720], tags: ['weather', 'snow', 'city life'] }),
    story('Heavy rain warning for {rainregion}', 'Forecasters expect up to 100 mm in places; schools in some districts have moved classes online.', { months: [5, 6, 7, 8, 9], every: 5, tags: ['weather'] }),
    story('{university} canteen’s new dish goes viral', 'Students queued for an hour; the canteen says it will keep the dish on the menu.', { every: 8, tags: ['campus', 'food'] }),
    story('Graduation photos at {university} go viral', 'Students posed with the campus cat and their supervisors; the album was shared half a million times.', { months: [6], every: 4, tags: ['campus', 'city life'] }),
    story('Police in {city} arrest man after a road-rage assault', 'A video of the incident spread online; police said the suspect is in custody.', { every: 21, tags: ['public safety'], sensitive: 'violence' }),
    ...shared(SOCIETY_STORIES, '{hero} in {city}', 'deeds in', '{viral} in {city}', 'Migrant workers head home', 'Police warn of fake ticket-refund calls'),
    ...shared(INTERNATIONAL_STORIES, 'Foreign ministry spokesperson'),
  ],
  wtech: [
    story('{phone} launch event', 'The livestream drew millions of viewers; the camera and battery are the most discussed features.', { facts: phoneLaunchesOn, at: [840, 1200], tags: ['technology', 'smartphones'] }),
    story('{ailab}’s {assistant} books train tickets by voice in a viral demo', 'The demo had the assistant compare trains and pay in under a minute.', { every: 8, tags: ['technology', 'AI'] }),
    story('{carbrand} {carmodel} hits 50,000 pre-orders in a day', 'The price announcement of {carprice} yuan trended for most of the evening.', { every: 6, tags: ['technology', 'EV'] }),
    story('Hands-on videos of the {phone} top the tech board', 'Reviewers agree on the camera and disagree on the price.', { every: 7, tags: ['technology', 'smartphones'] }),
  ],
}

// What trends on Weibo from the portals' desks: the same stories, so both apps tell them alike.
const FROM_PORTALS: Readonly<Record<string, readonly StoryTemplate[]>> = {
  wsociety: SOCIETY_DESKS.filter((t) => t.id === 'city life' || t.id === 'people'),
  wtech: [...TECHNOLOGY_DESKS, ...AI_DESKS, ...GADGET_DESKS],
  fashion: FASHION_DESKS,
}

export const WEIBO_STORIES: Readonly<Record<string, readonly StoryTemplate[]>> = Object.fromEntries(
  Object.entries(OWN).map(([group, list]) => [group, [...list, ...(WEIBO_DESKS[group] ?? []), ...(FROM_PORTALS[group] ?? [])]]),
)
