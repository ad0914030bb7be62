r =  lower("İ")
