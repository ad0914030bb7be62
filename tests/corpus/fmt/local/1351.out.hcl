r = length({ for x in split("-", join(", ", words)) : x => x... })
