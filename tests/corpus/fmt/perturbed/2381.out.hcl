r = lower("İ")
