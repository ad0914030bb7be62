r = lower("ÀÉÎ")
