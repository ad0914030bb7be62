r = [try(deep.a.b.x, big), nums[0]]
