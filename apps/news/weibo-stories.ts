import { story, type StoryTemplate } from './story.ts'

/** Weibo hot-search topics: short phrases about stars, shows and what people are talking about today. */
export const WEIBO_STORIES: Readonly<Record<string, readonly StoryTemplate[]>> = {
  celebrity: [
    story('{star} wraps filming of new drama {drama}', 'The studio shared behind-the-scenes photos; fans are counting down to the premiere on {platform}.', { tags: ['celebrity', 'TV drama'] }),
    story('{star} responds to dating rumours', 'A short post from the studio said the two are "good friends and colleagues"; the topic drew millions of reads within an hour.', { tags: ['celebrity', 'gossip'] }),
    story('{star} red carpet look at {event}', 'The custom gown took 300 hours to embroider; fashion accounts are already comparing it with last year’s.', { tags: ['celebrity', 'red carpet', 'fashion'] }),
    story('{star} studio issues statement on edited video', 'The studio said a clip circulating online was cut out of context and reserved the right to take legal action.', { tags: ['celebrity', 'gossip', 'statement'] }),
    story('{star} and {star2} reunite on screen after ten years', 'The pair will co-star in a new film; the announcement poster has been reposted more than 500,000 times.', { tags: ['celebrity', 'film'] }),
    story('{star} celebrates birthday with fans in {city}', 'Fan clubs funded subway-station screens and a charity donation in the star’s name.', { tags: ['celebrity', 'fans'] }),
    story('Celebrity news: {star} joins {variety} as a guest', 'The episode airs this weekend; the preview clip is already trending.', { tags: ['celebrity', 'variety show', 'celebrity news'] }),
  ],
  screen: [
    story('{drama} finale leaves viewers divided', 'The open ending split the audience; the topic has more than 80,000 posts debating what happens next.', { tags: ['TV drama', 'finale'] }),
    story('{film} tops the box office on opening day', 'Pre-sales passed {big} million yuan; critics praise the action scenes.', { tags: ['film', 'box office'] }),
    story('{drama} releases first trailer', 'The costume drama is adapted from a hit web novel and premieres next month on {platform}.', { tags: ['TV drama', 'trailer'] }),
    story('Latest entertainment stories: {film} gets a sequel', 'The director confirmed the original cast will return; shooting starts in {city} this autumn.', { tags: ['film', 'sequel', 'entertainment news'] }),
  ],
  music: [
    story('{singer} drops new album {album}', 'The lead single reached No. 1 on the charts within hours of release.', { tags: ['music', 'new release'] }),
    story('{singer} concert in {city} sells out in {n} seconds', 'Organisers added a second night; resale scams are being reported to the platform.', { tags: ['music', 'concert'] }),
    story('{singer} performs a new song live for the first time', 'Fan-shot clips from the stage have been viewed millions of times.', { tags: ['music', 'live'] }),
  ],
  variety: [
    story('{variety} announces new season lineup', 'Six new cast members join; the first episode airs Friday on {platform}.', { tags: ['variety show', 'lineup'] }),
    story('{variety} contestant’s performance goes viral', 'The one-take dance routine has the highest score of the season so far.', { tags: ['variety show', 'viral'] }),
  ],
  fashion: [
    story('{star} airport look', 'The oversized coat and sneakers combination sold out online within a day.', { tags: ['fashion', 'celebrity style'] }),
    story('{fashionbrand} names {star} as brand ambassador', 'The campaign film premieres tonight; the brand’s official account gained 200,000 followers.', { tags: ['fashion', 'brand'] }),
    story('Latest developments in street style: what people wore in {city} this week', 'Bloggers picked out wide trousers, loafers and the colour burgundy as the looks of the week.', { tags: ['fashion', 'street style', 'lifestyle'] }),
    story('Lifestyle: {star} shares a weekend self-care routine', 'The post lists a morning run, a slow breakfast and a phone-free afternoon; fans are trying it out.', { tags: ['lifestyle', 'celebrity'] }),
  ],
  wsociety: [
    story('First snow of the season in {city}', 'Residents shared photos of the Forbidden City roofs and campus lakes; the topic trended nationwide.', { months: [11, 12, 1, 2], tags: ['weather', 'city life'] }),
    story('Heavy rain warning for {region}', 'Forecasters expect up to 100 mm in places; schools in some districts have moved classes online.', { months: [5, 6, 7, 8, 9], tags: ['weather'] }),
    story('{university} canteen’s new dish goes viral', 'Students queued for an hour; the canteen says it will keep the dish on the menu.', { tags: ['campus', 'food'] }),
    story('Police in {city} arrest man after a road-rage assault', 'A video of the incident spread online; police said the suspect is in custody.', { tags: ['public safety'], sensitive: 'violence' }),
    story('Delivery rider in {city} saves a child from a river', 'The rider jumped in without hesitation; the city named him a model citizen.', { tags: ['good deeds'] }),
    story('Foreign ministry comments on trade talks', 'The spokesperson’s remarks were reposted by state media accounts.', { tags: ['diplomacy'], sensitive: 'politics' }),
  ],
  wtech: [
    story('{phone} launch event', 'The livestream drew millions of viewers; the camera and battery are the most discussed features.', { tags: ['technology', 'smartphones'] }),
    story('{techco} shows an AI assistant that books tickets by voice', 'The demo had the assistant compare trains and pay in under a minute.', { tags: ['technology', 'AI'] }),
    story('{carbrand} new car hits 50,000 pre-orders in a day', 'The price announcement trended for most of the evening.', { tags: ['technology', 'EV'] }),
  ],
}
