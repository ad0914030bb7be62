r = compact([substr(s), "üñí 👍🏽 日本", strs[1]])
