r  =strlen("👍🏽")
