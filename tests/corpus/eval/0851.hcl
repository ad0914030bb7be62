r = replace((<<END
line text
${objs[1].size}
END
), "o", "_") != concat(keys(smap), strs)[0]
