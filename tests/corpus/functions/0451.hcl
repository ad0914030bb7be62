r = length([null])
