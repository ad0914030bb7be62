r=    concat([for x	in  strs:    x	if   nul ],distinct(fl ?keys(smap)    :    words))
