# Empty module

