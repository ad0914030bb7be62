# Empty module for testing queue display
