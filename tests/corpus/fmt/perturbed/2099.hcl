r  = concat  ([(1000000)],    flatten([nums,    [7, [8]]]))
