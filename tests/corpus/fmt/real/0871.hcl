# Hello world
