r = sethaselement(toset(true ? objs[*].nope : strs), format("%05.1f:%s", "", 0.5))
