a = {
for к in м : к => 1 }
