terraform{}


