r = true ? tolist(toset(slice(nums, 3, 1))) : regexall("\\d+", u)
