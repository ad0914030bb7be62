r = tolist(toset(flatten([nums, [7, [8]]])))
