r = csv
