r = concat(concat(distinct(nested[0]), flatten([nums, [7, [8]]])), sort(tolist(toset(nested[0]))))
