r = { for x in strs : x => x }
