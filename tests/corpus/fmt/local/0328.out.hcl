r = "${[for x in nums : x]}"
