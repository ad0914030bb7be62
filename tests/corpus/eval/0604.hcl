r = !(nul && true) ? flatten([nums, [7, [8]]]) : null
