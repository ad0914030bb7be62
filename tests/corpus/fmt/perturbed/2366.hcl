r    = length("👍🏽")

