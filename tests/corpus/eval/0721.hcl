r = concat(tolist(strs), concat(split(",", "üñí 👍🏽 日本"), keys(objs[0])))
