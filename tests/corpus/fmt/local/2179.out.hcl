r = concat([try(deep.a.b.x, nullobj.b + nums[4]), nums[2], try(obj["nope"], "1e2" + -2.5)], tolist(toset([{ a = 1 }, { a = 2 }][*].a)))
