r = setunion(tolist(strs), {}, [1, "a"])

