r = keys(merge({ for x in words : x => x... }, merge()))
