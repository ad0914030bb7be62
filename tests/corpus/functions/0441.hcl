r = length("👍🏽")
