r = strlen("👍🏽")
