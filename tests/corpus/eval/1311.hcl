r = try([1, 2][2], try(element(empty_list, 0), nums[-1]))
