r = regex("👍🏽é", s)
