import { DEFAULT_POPULATION, simulatePopulation } from '../simulator/users/index.ts'
const MISSING = 'listOrders cancelTakeoutOrder listTakeoutOrders cancelTableBooking listTableBookings getDrinkMenu findStores cancelDrinkOrder listDrinkOrders listRides cancelRide getDistance saveFavoritePlace listFavoritePlaces deleteFavoritePlace listBikeRides rentCar getBooking listBookings getTrainTicket listTrainTickets changeTrainTicket cancelTrainTicket cancelShowTicket listTicketOrders listFeaturedShows getWatchHistory deleteWatchHistory cancelMembership getMembership listMembershipOrders getPlayHistory removeFromPlaylist getPlaylist listPlaylists deletePlaylist getHealthPlan deleteExerciseLog cancelHealthCheck listHealthChecks redeemFund buyStock sellStock getPortfolio listSavedArticles deleteSavedArticle unfollowTopic listFollowedTopics listSavedNotes deleteSavedNote buyPaidContent listPurchasedContent unfollowQuestion listFollowedQuestions cancelUpvote listMyCourses studyCourse refundCourse cancelShipment listShipments deleteReminder'.split(' ')
for (const seed of process.argv.slice(2)) {
  const t = performance.now()
  const users = simulatePopulation({ ...DEFAULT_POPULATION, users: 3, seed })
  const seen = new Set(users.flatMap((u) => u.history.map((r) => r.tool)))
  console.log(seed, Math.round(performance.now() - t), 'ms; of the 61:', MISSING.filter((t) => seen.has(t)).length, 'present:', MISSING.filter((t) => seen.has(t)).join(' '))
}
