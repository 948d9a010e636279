print("navbar-sim")
