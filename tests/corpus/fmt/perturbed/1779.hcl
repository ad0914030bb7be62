r =    distinct(flatten([nums,    [7,    [8]]]))
