r = length("👍🏽")

