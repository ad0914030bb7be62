r = formatlist("%s!", concat([for x in words : x if x != "b"], concat(distinct([]), slice(strs, 1, 2))))
