r = join("👍🏽é", [true, false], tolist(strs), tolist([]), strs)
