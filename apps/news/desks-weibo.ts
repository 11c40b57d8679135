import { desk, type StoryTemplate } from './story.ts'

/** A desk's regular piece goes out with the morning edition. */
const EARLY: readonly [number, number] = [330, 415]

/** What Weibo talks about every day: a topic a day per board, none back for weeks. */
export const WEIBO_DESKS: Readonly<Record<string, readonly StoryTemplate[]>> = {
  celebrity: [
    desk('weibo celebrity', [
      ['{star} posts a throwback photo from drama school', 'Fans compared it with the star’s latest role; the post gathered two million likes.', 'celebrity|fans'],
      ['{star} donates to a rural school library', 'The donation funds books and reading rooms in three villages.', 'celebrity|charity'],
      ['{star} cuts hair short for a new role', 'The director says the film needed a soldier’s haircut.', 'celebrity|film'],
      ['{star} opens a personal account on a new video app', 'The first vlog shows a day on set.', 'celebrity|social media'],
      ['{star} thanks fans after winning a popularity poll', 'The fan club organised blood-donation drives instead of a party.', 'celebrity|fans'],
      ['{star} spotted rehearsing for a stage play', 'It would be the star’s first theatre role.', 'celebrity|theatre'],
      ['{star} and {star2} trend after a variety-show reunion', 'Old clips of the pair have been shared again.', 'celebrity|variety show'],
      ['{star} responds to criticism of a recent performance', 'The star said the feedback would help and thanked audiences.', 'celebrity|statement'],
      ['{star} joins a campaign against online abuse', 'The campaign asks fans to report harassment.', 'celebrity|campaign'],
      ['{star} shares a cooking video with fans', 'The star’s tomato-and-egg recipe got thousands of copycat posts.', 'celebrity|lifestyle'],
      ['{star} appears in a surprise cameo in {drama}', 'Viewers paused the episode to check it was really the star.', 'celebrity|TV drama'],
      ['{star}’s fan club fined by the platform for vote manipulation', 'The platform removed fake accounts and reset the rankings.', 'celebrity|fans|gossip'],
    ], { at: EARLY }),
  ],
  screen: [
    desk('weibo screen', [
      ['{drama} episode 12 sparks a debate over the villain', 'Viewers argue whether the character deserves sympathy.', 'TV drama|discussion'],
      ['{drama} hits 9.0 on Douban', 'The score is the highest for a costume drama this year.', 'TV drama|ratings'],
      ['Behind the scenes of {drama}: how the palace sets were built', 'The crew built 40 sets in a studio park.', 'TV drama|behind the scenes'],
      ['{film} releases a final poster before opening', 'The poster shows the lead alone on a bridge.', 'film|poster'],
      ['Short drama about a delivery rider becomes a surprise hit', 'The 80-episode series was shot in seven days.', 'short drama|viral'],
      ['{drama} cast read-through photos leak online', 'The studio confirmed filming starts next month.', 'TV drama|casting'],
      ['Audiences debate the ending of {film}', 'The director said the ending was left open on purpose.', 'film|discussion'],
      ['{platform} announces its slate for the year', 'The list includes twelve costume dramas and four sci-fi series.', 'TV drama|streaming'],
      ['{drama} soundtrack tops the music charts', 'The theme song was sung by the lead.', 'TV drama|music'],
      ['Subtitles in dialect win praise for {drama}', 'Viewers from the south liked hearing their home dialect.', 'TV drama|dialect'],
    ], { at: EARLY }),
  ],
  music: [
    desk('weibo music', [
      ['{singer} releases a music video filmed in the desert', 'The video was shot over three nights in Gansu.', 'music|music video'],
      ['{singer} wins song of the year at a music awards night', 'The ballad was streamed more than a billion times.', 'music|awards'],
      ['Music festival lineup announced for the next holiday', 'Forty acts will play across three stages.', 'music|festival'],
      ['{singer} covers a classic at a live show', 'The cover trended within an hour.', 'music|live'],
      ['Livehouse shows sell out as fans discover indie bands', 'Small venues report their busiest year.', 'music|indie'],
      ['{singer} teases a new single with a twenty-second clip', 'Fans counted the frames for clues.', 'music|new release'],
      ['{singer} duets with a street musician', 'The video of the surprise duet spread overnight.', 'music|viral'],
      ['Streaming royalties: musicians call for fairer pay', 'Several singers signed an open letter.', 'music|industry'],
    ], { at: EARLY }),
  ],
  variety: [
    desk('weibo variety', [
      ['{variety} guest reduces the judges to tears', 'The performance was the most-replayed clip of the week.', 'variety show|viral'],
      ['{variety} eliminates a fan favourite', 'Fans called for a second chance; the show said the rules are final.', 'variety show|elimination'],
      ['{variety} filming moves to a mountain village', 'The cast will help with the harvest in the new episodes.', 'variety show|filming'],
      ['Behind the scenes: how {variety} picks its guests', 'Producers say chemistry matters more than fame.', 'variety show|behind the scenes'],
      ['{variety} announces a spin-off for amateurs', 'Applications open online this week.', 'variety show|auditions'],
      ['{star} joins the permanent cast of {variety}', 'The show said the star would appear in every episode of the season.', 'variety show|celebrity'],
    ], { at: EARLY }),
  ],
  fashion: [
    desk('weibo fashion', [
      ['{star} wears a new-Chinese-style jacket to an event', 'The jacket sold out on the brand’s shop within hours.', 'fashion|celebrity style'],
      ['{fashionbrand} opens a pop-up store in Shanghai', 'Queues formed before opening; the store runs for a month.', 'fashion|brand'],
      ['Makeup trend: the natural look is back', 'Bloggers say less foundation and more skincare.', 'beauty|trends'],
      ['{star}’s street snap sets off a hunt for the bag', 'The bag turned out to be from a small domestic brand.', 'fashion|celebrity style'],
      ['Hairstyle of the week: the wolf cut', 'Salons report more requests for layered cuts.', 'beauty|trends'],
      ['Sneaker collaboration between {fashionbrand} and an artist sells out', 'Resale prices doubled within a day.', 'fashion|sneakers'],
    ], { at: EARLY }),
  ],
  wsociety: [
    desk('weibo society', [
      ['A tea-drink chain’s new flavour divides the internet', 'Some call it genius; others call it soap.', 'food|viral'],
      ['Office workers share their cheapest lunch hacks', 'The topic collected thousands of photos of lunch boxes.', 'city life|food'],
      ['Post-00s generation’s workplace rules go viral', 'Young workers list what they will and will not do after hours.', 'work|viral'],
      ['Grandparents learn to livestream their village', 'A couple in their seventies sells mushrooms online.', 'rural life|livestream'],
      ['Students share dorm makeovers for under 200 yuan', 'Curtains, fairy lights and a lot of storage boxes.', 'campus|lifestyle'],
      ['Train station piano draws an impromptu concert', 'A traveller played for half an hour while waiting for a train.', 'city life|viral'],
      ['Dog rescued from a flooded basement by firefighters', 'The firefighters adopted it after no owner came forward.', 'pets|good deeds'],
      ['Night-shift nurses share their fourth meal of the day', 'The topic became a thank-you thread for health workers.', 'health workers|city life'],
      ['Young people move to small cities for cheaper rent', 'Remote workers trade long commutes for lakeside flats.', 'housing|lifestyle'],
      ['Courier leaves a note after a parcel mix-up', 'The apologetic note and a bag of oranges won over the internet.', 'good deeds|city life'],
    ], { at: EARLY }),
  ],
  wtech: [
    desk('weibo tech', [
      ['Battery life test: which phones last a full day of video', 'A blogger ran six phones until they died.', 'technology|smartphones'],
      ['{ailab}’s {assistant} answers exam questions: how well does it do?', 'Teachers graded the answers; maths was weakest.', 'technology|AI'],
      ['Robot dog delivers takeaway in a residential compound', 'Residents filmed it climbing stairs.', 'technology|robotics'],
      ['{carbrand} owner’s road-trip diary goes viral', '3,000 km in a week with charging stops mapped.', 'technology|EV'],
      ['AI-generated video of an ancient city amazes viewers', 'The creator used a text-to-video model.', 'technology|AI'],
      ['Smart glasses translate a foreign menu in real time', 'The clip from a restaurant abroad drew millions of views.', 'technology|wearables'],
    ], { at: EARLY }),
  ],
}
