/**
 * 공동명의: what one holder of a shared contract may do on /my about what the other started
 * (decision 0043). Both read everything of the contract; a booking is changed only by the holder who
 * made it, and a finished defect is confirmed or reopened only by the holder it was filed for.
 */
export const JOINT_HOLDER_MESSAGES = {
  booking: '공동명의인께서 하신 예약은 예약하신 분만 변경하거나 취소하실 수 있습니다. 변경이 필요하시면 예약하신 분께 부탁드리거나 분양사무소로 연락해 주세요.',
  defect: '이 하자의 처리 결과는 접수하신 계약자분만 확인하거나 다시 접수하실 수 있습니다. 다른 공동명의인께서 접수하신 하자는 그분께 부탁드리거나 고객센터로 연락해 주세요.',
} as const;
