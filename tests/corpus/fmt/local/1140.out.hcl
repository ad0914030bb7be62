r = merge(zipmap(strs, nums), { null : fl, "quoted key" : big }, { for x in objs.*.name : x => x... })
