r = split(",", (<<-X
      ${nums[4]}
      quote " and \n raw
  X
))
